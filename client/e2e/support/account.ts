/** A person of a journey, as they sign up: the same details serve the HTTP set-up and the Join dialog. */
export interface Account {
  username: string;
  password: string;
  /** The full name the product shows (profile, leaderboard, comments). */
  name: string;
}
