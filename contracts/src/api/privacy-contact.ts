import { z } from 'zod';

/**
 * GET /api/privacy/contact: where a person reaches whoever runs this service about their personal information, as
 * POPIA asks a privacy notice to say. The address is the operator's to configure (PRIVACY_CONTACT_EMAIL); null when
 * they have not.
 */
export const PrivacyContactResponse = z.object({
  email: z.email().nullable(),
});
export type PrivacyContactResponse = z.infer<typeof PrivacyContactResponse>;
