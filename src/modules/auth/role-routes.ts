import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams } from '../../core/http/schemas.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { createRole, deleteRole, getRole, privilegesOfRoles, ROLE_ERRORS, updateRole } from './roles.js';
import { RoleCreateBody, RoleObject, RoleUpdateBody } from './schemas.js';
import { roleListView } from './views.js';

const MANAGE =
  'Privileges are validated against the catalog (400 Request.Invalid). The built-in roles Superuser and Service are changed only by a Superuser; anyone else manages only roles holding no privilege they lack, and grants none they lack (403 User.NotPrivileged).';

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) =>
  registerResource(app, {
    path: '/api/role',
    tags: ['Roles'],
    read: view('Users'),
    write: edit('Users'),
    params: IdParams,
    record: RoleObject,
    errorBodies: errorResponses(400, 401, 403, 422),
    operations: {
      list: {
        summary: 'List roles',
        description: 'Each row also carries its Privileges.',
        answer: async (request) => {
          const list = await runList(app.store, roleListView, parseListQuery(request.query), undefined);
          const privileges = await privilegesOfRoles(
            app.store.db,
            list.data.rows.map((r) => r.id as number),
          );
          list.data.rows = list.data.rows.map((r) => ({
            ...r,
            Privileges: privileges.get(r.id as number) ?? [],
          }));
          return asEnvelope(list);
        },
      },
      get: {
        summary: 'One role',
        description: 'Unknown id: 400 Role.NotFound.',
        errors: ROLE_ERRORS.get,
        answer: (request) => getRole(app.store.db, request.params.id),
      },
      create: {
        summary: 'Create a role',
        description: `400 Role.AlreadyExists (names are unique case-insensitively). ${MANAGE}`,
        errors: ROLE_ERRORS.create,
        body: RoleCreateBody,
        answer: (request) => createRole(app.store, currentUser(request), request.body),
      },
      update: {
        summary: 'Update a role (partial body)',
        description: `Takes effect on the next request of every user holding the role. Built-in roles keep their names and the Superuser role keeps every privilege (400 Role.BuiltIn). 400 Role.NotFound, Role.AlreadyExists. ${MANAGE}`,
        errors: ROLE_ERRORS.update,
        body: RoleUpdateBody,
        answer: (request) => updateRole(app.store, currentUser(request), request.params.id, request.body),
      },
      delete: {
        summary: 'Delete a role',
        description:
          '400 Role.NotFound, 400 Role.StillInUse (assigned to any user, Inactive ones included), 400 Role.BuiltIn (Superuser and Service cannot be deleted). Answers the deleted role.',
        errors: ROLE_ERRORS.delete,
        response: RoleObject,
        answer: (request) => deleteRole(app.store, currentUser(request), request.params.id),
      },
    },
  });
