import {
  churchTimeZone,
  goalHistory,
  goalRequest,
  goalResponse,
  goalSuggestions,
  goalView,
} from '@shared/goal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/error-schemas';
import { callerOf, churchIdOf } from '../../lib/guards';
import { sessionSecurity } from '../../lib/openapi';
import * as goals from './goal.service';
import { goalSuggestionsOf } from './suggestions';

const schema = { tags: ['challenge'], security: sessionSecurity };

export const goalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, clock }) => {
  const db = database.db;
  app.get(
    '/api/church/goal',
    {
      ...app.access('user', 'church', 'church-account'),
      schema: {
        ...schema,
        summary:
          "The caller's church's goal: progress, pace, projection and each member's share (null: none)",
        description:
          "Every member may read it, whatever the church's subscription. Days are the church's calendar days.",
        response: { 200: goalResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => goals.goalOf(db, clock, churchIdOf(request)),
  );

  app.put(
    '/api/church/goal',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          "Set the church's goal (administrator); the current one ends as replaced and stays as history",
        body: goalRequest,
        response: { 200: goalView, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => goals.setGoal(db, clock, churchIdOf(request), callerOf(request).user.id, request.body),
  );

  app.delete(
    '/api/church/goal',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "Clear the church's goal (administrator); it stays as history",
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    (request) => goals.clearGoal(db, clock, churchIdOf(request)),
  );

  app.get(
    '/api/church/goal/suggestions',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary:
          'Goals to start from: the recent pace (after a week of the period), a chapter a day each, the origin story',
        response: { 200: goalSuggestions, ...errorResponses(401, 403) },
      },
    },
    (request) => goalSuggestionsOf(db, clock, churchIdOf(request)),
  );

  app.get(
    '/api/church/goal/history',
    {
      ...app.access('church-unlocked', 'live-subscription'),
      schema: {
        ...schema,
        summary: "The church's past goals and how they ended (church analytics)",
        description: '402 when the subscription has expired.',
        response: { 200: goalHistory, ...errorResponses(401, 402, 403) },
      },
    },
    (request) => goals.goalHistory(db, clock, churchIdOf(request)),
  );

  app.get(
    '/api/church/time-zone',
    {
      ...app.access('church-unlocked'),
      schema: {
        ...schema,
        summary: "The zone of the church's calendar: its own, or its administrator's until one is set",
        response: { 200: churchTimeZone, ...errorResponses(401, 403) },
      },
    },
    (request) => goals.churchTimeZoneOf(db, churchIdOf(request)),
  );

  app.put(
    '/api/church/time-zone',
    {
      ...app.access('church-admin'),
      schema: {
        ...schema,
        summary: "Change the zone of the church's calendar (administrator): the goal's days follow it",
        body: churchTimeZone,
        response: { 200: churchTimeZone, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => goals.setChurchTimeZone(db, churchIdOf(request), request.body.timeZone),
  );
};
