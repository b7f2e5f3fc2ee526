import { PublicHistory, SealList } from '../../api/trust.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

/** What lets anyone check that the product's history was not rewritten: see the README's "Verifiable history". */
export const TrustQueries = {
  questionHistory: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/history',
    access: 'public',
    summary: "Every step of a published question's life, from the log, each with its link in the question's hash chain",
    description:
      'Drafted, published, tags changed, resolved, disputed, corrected, archived and deleted, in order. Each entry ' +
      "carries `hash` and `previousHash`; the README's \"Verifiable history\" says how to recompute them. A question " +
      'never published answers 404; a deleted one still shows its history.',
    tag: 'Trust',
    schema: { params: IdParams, response: { 200: PublicHistory } },
    errors: [404],
  }),
  seals: declareRoute({
    method: 'GET',
    url: '/api/seals',
    access: 'public',
    summary: "The log's head hash at the end of each day (South African time), newest first, and as it stands now",
    tag: 'Trust',
    schema: { response: { 200: SealList } },
  }),
};
