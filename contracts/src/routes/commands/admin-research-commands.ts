import { z } from 'zod';
import { MediaPrediction, MediaPredictionRequest, Official, OfficialRequest, SetQuestionTagsRequest } from '../../api/research.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, IdResponse } from '../route-params.js';

export const QuestionTagsResponse = z.object({ id: z.string(), tags: z.array(z.string()) });

export const AdminResearchCommands = {
  setTags: declareRoute({
    method: 'PUT',
    url: '/api/admin/questions/:id/tags',
    access: 'admin',
    summary: "Set a question's topics (tags) for the research hub",
    tag: 'Admin: research',
    schema: { params: IdParams, body: SetQuestionTagsRequest, response: { 200: QuestionTagsResponse } },
    errors: [404, 409],
  }),
  createOfficial: declareRoute({
    method: 'POST',
    url: '/api/admin/officials',
    access: 'admin',
    summary: 'Add an official to the research hub',
    tag: 'Admin: research',
    schema: { body: OfficialRequest, response: { 201: Official } },
  }),
  editOfficial: declareRoute({
    method: 'PUT',
    url: '/api/admin/officials/:id',
    access: 'admin',
    summary: 'Edit an official',
    tag: 'Admin: research',
    schema: { params: IdParams, body: OfficialRequest, response: { 200: Official } },
    errors: [404, 409],
  }),
  deleteOfficial: declareRoute({
    method: 'DELETE',
    url: '/api/admin/officials/:id',
    access: 'admin',
    summary: 'Delete an official',
    tag: 'Admin: research',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
  createPrediction: declareRoute({
    method: 'POST',
    url: '/api/admin/predictions',
    access: 'admin',
    summary: 'Add a media prediction to the research hub',
    tag: 'Admin: research',
    schema: { body: MediaPredictionRequest, response: { 201: MediaPrediction } },
  }),
  editPrediction: declareRoute({
    method: 'PUT',
    url: '/api/admin/predictions/:id',
    access: 'admin',
    summary: 'Edit a media prediction',
    tag: 'Admin: research',
    schema: { params: IdParams, body: MediaPredictionRequest, response: { 200: MediaPrediction } },
    errors: [404, 409],
  }),
  deletePrediction: declareRoute({
    method: 'DELETE',
    url: '/api/admin/predictions/:id',
    access: 'admin',
    summary: 'Delete a media prediction',
    tag: 'Admin: research',
    schema: { params: IdParams, response: { 200: IdResponse } },
    errors: [404, 409],
  }),
};
