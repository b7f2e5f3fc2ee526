import { QuestionList } from '../../api/question.js';
import { MediaPredictionList, OfficialList, TagListResponse } from '../../api/research.js';
import { declareRoute } from '../route-declaration.js';
import { TagParams } from '../route-params.js';

export const ResearchQueries = {
  tags: declareRoute({
    method: 'GET',
    url: '/api/tags',
    access: 'public',
    summary: 'Every topic (tag) of the research hub, in alphabetical order',
    tag: 'Research',
    schema: { response: { 200: TagListResponse } },
  }),
  topicQuestions: declareRoute({
    method: 'GET',
    url: '/api/tags/:tag/questions',
    access: 'public',
    summary: 'The public questions of a topic, latest first',
    tag: 'Research',
    schema: { params: TagParams, response: { 200: QuestionList } },
  }),
  topicOfficials: declareRoute({
    method: 'GET',
    url: '/api/tags/:tag/officials',
    access: 'public',
    summary: 'The officials of a topic, by name',
    tag: 'Research',
    schema: { params: TagParams, response: { 200: OfficialList } },
  }),
  topicPredictions: declareRoute({
    method: 'GET',
    url: '/api/tags/:tag/predictions',
    access: 'public',
    summary: 'The media predictions of a topic, newest source first',
    tag: 'Research',
    schema: { params: TagParams, response: { 200: MediaPredictionList } },
  }),
  officials: declareRoute({
    method: 'GET',
    url: '/api/officials',
    access: 'public',
    summary: 'Every official, by name',
    tag: 'Research',
    schema: { response: { 200: OfficialList } },
  }),
  predictions: declareRoute({
    method: 'GET',
    url: '/api/predictions',
    access: 'public',
    summary: 'Every media prediction, newest source first',
    tag: 'Research',
    schema: { response: { 200: MediaPredictionList } },
  }),
};
