/**
 * What a 404 says, one sentence per kind of thing, the same from the command side as from the query side: a client
 * (ours or a third party's) sees one wording for "that question does not exist", whichever route it asked.
 */
export const QUESTION_NOT_FOUND = 'We could not find that question';
export const USER_NOT_FOUND = 'We could not find that user';
export const COMMENT_NOT_FOUND = 'We could not find that comment';
export const IMAGE_NOT_FOUND = 'We could not find that image';
export const FRIEND_REQUEST_NOT_FOUND = 'We could not find that friend request';
export const SUGGESTION_NOT_FOUND = 'We could not find that suggestion';
export const OFFICIAL_NOT_FOUND = 'We could not find that official';
export const PREDICTION_NOT_FOUND = 'We could not find that media prediction';
