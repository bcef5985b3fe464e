import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { createRole, deleteRole, getRole, privilegesOfRoles, ROLE_ERRORS, updateRole } from './roles.js';
import { ErrorBody, IdParams, RoleCreateBody, RoleObject, RoleUpdateBody } from './schemas.js';
import { roleListView } from './views.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const MANAGE =
  'Privileges are validated against the catalog (400 Request.Invalid). The built-in roles Superuser and Service are changed only by a Superuser; anyone else manages only roles holding no privilege they lack, and grants none they lack (403 User.NotPrivileged).';

export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/role',
    {
      config: { privilege: view('Users') },
      schema: {
        tags: ['Roles'],
        summary: 'List roles',
        description: 'Each row also carries its Privileges.',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/api/role/:id',
    {
      config: { privilege: view('Users'), errors: ROLE_ERRORS.get },
      schema: {
        tags: ['Roles'],
        summary: 'One role',
        description: 'Unknown id: 400 Role.NotFound.',
        params: IdParams,
        response: { 200: RoleObject, ...errors },
      },
    },
    async (request) => getRole(app.store.db, request.params.id),
  );

  app.post(
    '/api/role',
    {
      config: { privilege: edit('Users'), errors: ROLE_ERRORS.create },
      schema: {
        tags: ['Roles'],
        summary: 'Create a role',
        description: `400 Role.AlreadyExists (names are unique case-insensitively). ${MANAGE}`,
        body: RoleCreateBody,
        response: { 200: RoleObject, ...errors },
      },
    },
    async (request) => createRole(app.store, currentUser(request), request.body),
  );

  app.put(
    '/api/role/:id',
    {
      config: { privilege: edit('Users'), errors: ROLE_ERRORS.update },
      schema: {
        tags: ['Roles'],
        summary: 'Update a role (partial body)',
        description: `Takes effect on the next request of every user holding the role. Built-in roles keep their names and the Superuser role keeps every privilege (400 Role.BuiltIn). 400 Role.NotFound, Role.AlreadyExists. ${MANAGE}`,
        params: IdParams,
        body: RoleUpdateBody,
        response: { 200: RoleObject, ...errors },
      },
    },
    async (request) => updateRole(app.store, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/role/:id',
    {
      config: { privilege: edit('Users'), errors: ROLE_ERRORS.delete },
      schema: {
        tags: ['Roles'],
        summary: 'Delete a role',
        description:
          '400 Role.NotFound, 400 Role.StillInUse (assigned to any user, Inactive ones included), 400 Role.BuiltIn (Superuser and Service cannot be deleted). Answers the deleted role.',
        params: IdParams,
        response: { 200: RoleObject, ...errors },
      },
    },
    async (request) => deleteRole(app.store, currentUser(request), request.params.id),
  );
};
