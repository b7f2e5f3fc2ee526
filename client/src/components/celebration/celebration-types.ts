/** SPEC section 3: what is being celebrated, and the icon that goes with it. */
export type CelebrationType = 'correct_answer' | 'rank_up' | 'new_friend' | 'interaction' | 'accuracy_boost';
export type CelebrationIcon = 'trophy' | 'star' | 'users' | 'target' | 'trending';

export interface Celebration {
  type: CelebrationType;
  message: string;
  subtitle: string;
  /** Defaults to the type's own icon. */
  icon?: CelebrationIcon;
  /** Other cheers that came with this one, a line each under it. */
  more?: string[];
}

export const ICON_FOR_TYPE: Record<CelebrationType, CelebrationIcon> = {
  correct_answer: 'trophy',
  rank_up: 'trending',
  new_friend: 'users',
  interaction: 'target',
  accuracy_boost: 'star',
};
