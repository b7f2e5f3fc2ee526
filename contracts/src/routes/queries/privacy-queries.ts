import { PrivacyContactResponse } from '../../api/privacy-contact.js';
import { declareRoute } from '../route-declaration.js';

export const PrivacyQueries = {
  contact: declareRoute({
    method: 'GET',
    url: '/api/privacy/contact',
    access: 'public',
    summary: "The email address of the team that runs this service, for questions and requests about personal information (null when it is not configured)",
    tag: 'Privacy',
    schema: { response: { 200: PrivacyContactResponse } },
  }),
};
