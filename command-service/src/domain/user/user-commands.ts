export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    username: string;
    name: string;
    email: string | null;
    phoneNumber: string | null;
    passwordHash: string;
  };
};
export type GrantAdmin = { type: 'GrantAdmin'; data: { userId: string } };
export type RevokeAdmin = { type: 'RevokeAdmin'; data: { userId: string } };

export type UserCommand = RegisterUser | GrantAdmin | RevokeAdmin;
