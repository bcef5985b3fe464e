import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { ErrorBody, IdParams, UserCreateBody, UserObject, UserUpdateBody } from './schemas.js';
import { createUser, deactivateUser, getUser, USER_ERRORS, updateUser } from './users.js';
import { userListView } from './views.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const MANAGE =
  'Superuser and Service accounts are changed only by a Superuser; anyone else manages only accounts whose role holds no privilege they lack themselves, and assigns only such roles (403 User.NotPrivileged). Nobody changes their own role.';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user',
    {
      config: { privilege: view('Users') },
      schema: {
        tags: ['Users'],
        summary: 'List users',
        description:
          'Rows carry the user object’s fields except Role Description and Privileges. Filterable: every column, including 2FA Status (Enabled or Disabled).',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      asEnvelope(await runList(app.store, userListView, parseListQuery(request.query), undefined)),
  );

  app.get(
    '/api/user/:id',
    {
      config: { privilege: view('Users'), errors: USER_ERRORS.get },
      schema: {
        tags: ['Users'],
        summary: 'One user',
        description: 'Unknown id: 400 User.NotFound.',
        params: IdParams,
        response: { 200: UserObject, ...errors },
      },
    },
    async (request) => getUser(app.store.db, request.params.id),
  );

  app.post(
    '/api/user',
    {
      config: { privilege: edit('Users'), errors: USER_ERRORS.create },
      schema: {
        tags: ['Users'],
        summary: 'Create a user with a temporary password',
        description: `The account has First Signin true: its first login answers the first-sign-in challenge. 400 User.PasswordTooShort, 400 User.AlreadyExists (Username or User Email, case-insensitive), 400 Role.NotFound. ${MANAGE}`,
        body: UserCreateBody,
        response: { 200: UserObject, ...errors },
      },
    },
    async (request) => createUser(app.store, currentUser(request), request.body),
  );

  app.put(
    '/api/user/:id',
    {
      config: { privilege: edit('Users'), errors: USER_ERRORS.update },
      schema: {
        tags: ['Users'],
        summary: 'Update a user (partial body)',
        description: `"2FA Enabled": false turns the user's 2FA off. A Password sets a new temporary password. User Status Inactive, a new Password and a 2FA reset end the user's sessions where they affect sign-in. 400 User.NotFound, User.AlreadyExists, User.PasswordTooShort, Role.NotFound, User.CannotDeactivateSelf. ${MANAGE}`,
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserObject, ...errors },
      },
    },
    async (request) => updateUser(app.store, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/user/:id',
    {
      config: { privilege: edit('Users'), errors: USER_ERRORS.deactivate },
      schema: {
        tags: ['Users'],
        summary: 'Deactivate a user (soft delete)',
        description: `User Status becomes Inactive; the record and its history stay; the user's sessions end and it cannot log in. Answers the stored user. 400 User.NotFound, User.CannotDeactivateSelf. ${MANAGE}`,
        params: IdParams,
        response: { 200: UserObject, ...errors },
      },
    },
    async (request) => deactivateUser(app.store, currentUser(request), request.params.id),
  );
};
