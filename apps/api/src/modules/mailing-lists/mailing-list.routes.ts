import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResultResponse } from '@usher/contract/common';
import { text } from '@usher/contract/fields';
import {
  ZAddedReceiversResponse,
  ZAddListRequest,
  ZCreateMailingListRequest,
  ZCreateMailingListResponse,
  ZListParams,
  ZMailingList,
  ZMyMailingListsResponse,
  ZReadFileResponse,
  ZReceiver,
  ZReceiverParams,
  ZReceiverRequest,
  ZUpdateMailingListInfoRequest,
} from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  addReceiver,
  changeReceiver,
  createList,
  deleteList,
  getList,
  getMyLists,
  mergeList,
  removeReceiver,
  renameList,
} from './mailing-list.service';
import { importReceiverFile, previewReceiverFile } from './receiver-import.service';
import { readReceiverUpload } from './receiver-file.upload';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['mailing-lists'];
/** §6: Messages routes are for ROLE_MASTER or ROLE_admin. */
const manage = { capability: 'manageEvents' } as const;
/** Own lists by UUID and built-in lists by `all-guests` or `activity-{activityId}`; writes take UUIDs only, so a built-in id is 404. */
const ZAnyListParams = z.object({ id: text(60).min(1) });

export const mailingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mailing-lists/get-my-mailing-lists',
    {
      config: manage,
      schema: {
        tags,
        summary: "The organiser's own lists and the built-in lists computed from their guests",
        response: { 200: ZMyMailingListsResponse, ...errors },
      },
    },
    async (request) => getMyLists(scopeOf(app, request)),
  );

  app.post(
    '/mailing-lists/create-mailing-list',
    {
      config: { ...manage, validationMessage: MESSAGES.mailingListIncomplete },
      schema: {
        tags,
        summary: 'Create a list with a name and at least one receiver (duplicates by email or phone skipped)',
        body: ZCreateMailingListRequest,
        response: { 200: ZCreateMailingListResponse, ...errors },
      },
    },
    async (request) => createList(scopeOf(app, request), request.body.mailingList),
  );

  app.get(
    '/mailing-lists/get-my-mailing-list/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One list with its receivers, own or built-in',
        params: ZAnyListParams,
        response: { 200: ZMailingList, ...errors },
      },
    },
    async (request) => getList(scopeOf(app, request), request.params.id),
  );

  app.post(
    '/mailing-lists/delete-mailing-list/:listId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete an own list and its receivers',
        params: ZListParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await deleteList(scopeOf(app, request), request.params.listId);
      return { result: true };
    },
  );

  app.post(
    '/mailing-lists/update-mailing-list-info/:listId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Rename an own list',
        params: ZListParams,
        body: ZUpdateMailingListInfoRequest,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await renameList(scopeOf(app, request), request.params.listId, request.body.name);
      return { result: true };
    },
  );

  app.post(
    '/mailing-lists/add-receiver/:listId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a receiver (409 when the list already holds its email or phone)',
        params: ZListParams,
        body: ZReceiverRequest,
        response: { 200: ZReceiver, ...errors },
      },
    },
    async (request) => addReceiver(scopeOf(app, request), request.params.listId, request.body.receiver),
  );

  app.post(
    '/mailing-lists/update-receiver/:listId/:receiverId',
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a receiver's email or phone (409 when another receiver holds it)",
        params: ZReceiverParams,
        body: ZReceiverRequest,
        response: { 200: ZReceiver, ...errors },
      },
    },
    async (request) =>
      changeReceiver(
        scopeOf(app, request),
        request.params.listId,
        request.params.receiverId,
        request.body.receiver,
      ),
  );

  app.post(
    '/mailing-lists/delete-receiver/:listId/:receiverId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove a receiver from an own list',
        params: ZReceiverParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await removeReceiver(scopeOf(app, request), request.params.listId, request.params.receiverId);
      return { result: true };
    },
  );

  app.post(
    '/mailing-lists/add-list',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Copy another list's receivers (own or built-in) into an own list, skipping those already there",
        body: ZAddListRequest,
        response: { 200: ZAddedReceiversResponse, ...errors },
      },
    },
    async (request) => mergeList(scopeOf(app, request), request.body.targetListId, request.body.sourceListId),
  );

  app.post(
    '/mailing-lists/read-file',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'The receivers a CSV or XLSX file (multipart field `file`, at most 10 MB) holds, saving nothing',
        consumes: ['multipart/form-data'],
        response: { 200: ZReadFileResponse, ...errors },
      },
    },
    async (request) => previewReceiverFile(await readReceiverUpload(request)),
  );

  app.post(
    '/mailing-lists/import-from-file/:listId',
    {
      config: manage,
      schema: {
        tags,
        summary: "Add a CSV or XLSX file's receivers (multipart field `file`, at most 10 MB) to an own list",
        consumes: ['multipart/form-data'],
        params: ZListParams,
        response: { 200: ZAddedReceiversResponse, ...errors },
      },
    },
    async (request) =>
      importReceiverFile(scopeOf(app, request), request.params.listId, await readReceiverUpload(request)),
  );
};
