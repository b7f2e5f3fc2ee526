/** What people type between digits (+27 82 123-4567); dropped before a number is checked or stored. */
export const compactPhoneNumber = (phone: string): string => phone.replace(/[\s-]/g, '');

/** International format, as WhatsApp needs it: + then the country code and number, 7 to 15 digits (E.164). */
export const isInternationalPhoneNumber = (phone: string): boolean => /^\+[1-9]\d{6,14}$/.test(compactPhoneNumber(phone));

export const INVALID_PHONE = 'Please enter the phone number with its country code, for example +27821234567';
