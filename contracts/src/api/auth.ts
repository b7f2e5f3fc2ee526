import { z } from 'zod';
import { INVALID_PHONE, isInternationalPhoneNumber } from './phone-number.js';

const REQUIRED_FIELDS = 'Please fill in all required fields';
export const LOGIN_FIELDS = 'Please enter both username and password';

/** Blank optional fields from forms arrive as "" and mean "not given"; `message` tells a value that is not text. */
const optionalText = (message: string) =>
  z
    .string(message)
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const INVALID_EMAIL = 'Please enter a valid email address, for example name@example.co.za';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** What a password must be, wherever one is chosen: at sign-up, and when it is changed. */
export const NewPassword = z
  .string(REQUIRED_FIELDS)
  .min(1, REQUIRED_FIELDS)
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const SignupRequest = z.object({
  username: z
    .string(REQUIRED_FIELDS)
    .trim()
    .min(1, REQUIRED_FIELDS)
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, dots and underscores'),
  password: NewPassword,
  name: z.string(REQUIRED_FIELDS).trim().min(1, REQUIRED_FIELDS).max(100, 'Name must be at most 100 characters'),
  email: optionalText(INVALID_EMAIL).refine((email) => email === null || z.email().safeParse(email).success, { message: INVALID_EMAIL }),
  phoneNumber: optionalText(INVALID_PHONE).refine((phone) => phone === null || isInternationalPhoneNumber(phone), { message: INVALID_PHONE }),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const LoginRequest = z.object({
  username: z.string(LOGIN_FIELDS).trim().min(1, LOGIN_FIELDS).max(200, LOGIN_FIELDS),
  password: z.string(LOGIN_FIELDS).min(1, LOGIN_FIELDS).max(200, LOGIN_FIELDS),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const INVALID_CREDENTIALS = 'Invalid username or password';
