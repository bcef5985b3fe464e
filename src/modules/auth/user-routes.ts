import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { UserCreateBody, UserObject, UserUpdateBody } from './schemas.js';
import { createUser, deactivateUser, getUser, USER_ERRORS, updateUser } from './users.js';
import { userListView } from './views.js';

const MANAGE =
  'Superuser and Service accounts are changed only by a Superuser; anyone else manages only accounts whose role holds no privilege they lack themselves, and assigns only such roles (403 User.NotPrivileged). Nobody changes their own role.';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) =>
  registerResource(app, {
    path: '/api/user',
    tags: ['Users'],
    read: view('Users'),
    write: edit('Users'),
    params: IdParams,
    record: UserObject,
    errorBodies: errorResponses(400, 401, 403, 422),
    operations: {
      list: {
        summary: 'List users',
        description:
          'Rows carry the user object’s fields except Role Description and Privileges. Filterable: every column, including 2FA Status (Enabled or Disabled).',
        answer: (request) => listAnswer(app.store, userListView, request.query, undefined),
      },
      get: {
        summary: 'One user',
        description: 'Unknown id: 400 User.NotFound.',
        errors: USER_ERRORS.get,
        answer: (request) => getUser(app.store.db, request.params.id),
      },
      create: {
        summary: 'Create a user with a temporary password',
        description: `The account has First Signin true: its first login answers the first-sign-in challenge. 400 User.PasswordTooShort, 400 User.AlreadyExists (Username or User Email, case-insensitive), 400 Role.NotFound. ${MANAGE}`,
        errors: USER_ERRORS.create,
        body: UserCreateBody,
        answer: (request) => createUser(app.store, currentUser(request), request.body),
      },
      update: {
        summary: 'Update a user (partial body)',
        description: `"2FA Enabled": false turns the user's 2FA off. A Password sets a new temporary password. User Status Inactive, a new Password and a 2FA reset end the user's sessions where they affect sign-in. 400 User.NotFound, User.AlreadyExists, User.PasswordTooShort, Role.NotFound, User.CannotDeactivateSelf. ${MANAGE}`,
        errors: USER_ERRORS.update,
        body: UserUpdateBody,
        answer: (request) => updateUser(app.store, currentUser(request), request.params.id, request.body),
      },
      delete: {
        summary: 'Deactivate a user (soft delete)',
        description: `User Status becomes Inactive; the record and its history stay; the user's sessions end and it cannot log in. Answers the stored user. 400 User.NotFound, User.CannotDeactivateSelf. ${MANAGE}`,
        errors: USER_ERRORS.deactivate,
        response: UserObject,
        answer: (request) => deactivateUser(app.store, currentUser(request), request.params.id),
      },
    },
  });
