import { z } from 'zod';
import { LoginRequest, SignupRequest } from '../../api/auth.js';
import { User } from '../../api/user.js';
import { declareRoute } from '../route-declaration.js';

export const AuthCommands = {
  signup: declareRoute({
    method: 'POST',
    url: '/api/auth/signup',
    access: 'public',
    summary: 'Create an account and sign in (sets the session cookie)',
    tag: 'Accounts',
    schema: { body: SignupRequest, response: { 201: User } },
    errors: [409],
    rateLimited: true,
  }),
  login: declareRoute({
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with username and password (sets the session cookie)',
    tag: 'Accounts',
    schema: { body: LoginRequest, response: { 200: User } },
    errors: [401],
    rateLimited: true,
  }),
  logout: declareRoute({
    method: 'POST',
    url: '/api/auth/logout',
    access: 'public',
    summary: 'Sign out: ends the session and clears its cookie',
    tag: 'Accounts',
    schema: { response: { 204: z.null() } },
  }),
};
