import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@usher/contract/messages';
import { ZResultResponse } from '@usher/contract/common';
import {
  ZCreateOrganisationRequest,
  ZCreateOrganisationResponse,
  ZEnablePromotionRequest,
  ZGuidParams,
  ZOrganisationDetails,
  ZPromotion,
  ZUpdateOrganisationDetailsRequest,
  ZUpdateOrganisationImageRequest,
  ZUpdateOrganisationNameRequest,
} from '@usher/contract/organisations';
import { errorResponses } from '../../plugins/error-responses';
import { requireAuth } from '../../plugins/request-auth';
import { isOwnUpload } from '../storage/upload.service';
import {
  changeOrganisationAvatar,
  createOrganisation,
  renameOrganisation,
  switchOrganisation,
} from './manage-org.service';
import {
  getOrganisationDetails,
  getPromotion,
  saveOrganisationDetails,
  setPromotion,
} from './organisation.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['organisations'];

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization-details',
    {
      config: { capability: 'manageOrganiserMarketing' },
      schema: {
        tags,
        summary: 'Details of the current organiser',
        response: { 200: ZOrganisationDetails, ...errors },
      },
    },
    async (request) =>
      getOrganisationDetails(app.db, requireAuth(request).organizationId, app.config.publicUrl),
  );

  app.post(
    '/organization-details/update',
    {
      config: { capability: 'manageOrganiserMarketing', validationMessage: MESSAGES.fillInAllRequired },
      schema: {
        tags,
        summary: 'Update the current organiser; fields left out stay as they are',
        body: ZUpdateOrganisationDetailsRequest,
        response: { 200: ZOrganisationDetails, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await saveOrganisationDetails(app.db, auth.organizationId, auth.grants, request.body);
      return getOrganisationDetails(app.db, auth.organizationId, app.config.publicUrl);
    },
  );

  app.post(
    '/manage-org/org/create',
    {
      config: { capability: 'controlOrganisation' },
      schema: {
        tags,
        summary: 'Create an organiser; the creator becomes its ROLE_MASTER and switches to it',
        body: ZCreateOrganisationRequest,
        response: { 200: ZCreateOrganisationResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const guid = await createOrganisation(app.db, userId, { ...request.body, avatarUrl: null });
      app.authCache.forgetUser(userId);
      return { guid };
    },
  );

  app.post(
    '/manage-org/org/switch/:guid',
    {
      schema: {
        tags,
        summary: 'Switch the current organiser',
        params: ZGuidParams,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await switchOrganisation(app.db, userId, request.params.guid);
      app.authCache.forgetUser(userId);
      return { result: true };
    },
  );

  app.post(
    '/manage-org/org/:guid/name',
    {
      schema: {
        tags,
        summary: 'Rename an organiser',
        params: ZGuidParams,
        body: ZUpdateOrganisationNameRequest,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      await renameOrganisation(app.db, requireAuth(request).userId, request.params.guid, request.body.name);
      return { result: true };
    },
  );

  app.post(
    '/manage-org/org/:guid/image',
    {
      schema: {
        tags,
        summary: "Set an organiser's logo to an image uploaded through /api/client/storage/raw",
        params: ZGuidParams,
        body: ZUpdateOrganisationImageRequest,
        response: { 200: ZResultResponse, ...errors },
      },
    },
    async (request) => {
      const { guid } = request.params;
      await changeOrganisationAvatar(
        app.db,
        requireAuth(request).userId,
        guid,
        request.body.avatarUrl,
        (url) => isOwnUpload(app.db, guid, url),
      );
      return { result: true };
    },
  );

  app.get(
    '/shop-admin-hub/get-is-promoted',
    {
      config: { capability: 'manageOrganiserMarketing' },
      schema: {
        tags,
        summary: 'Influencer-hub promotion of the current organiser',
        response: { 200: ZPromotion, ...errors },
      },
    },
    async (request) => getPromotion(app.db, requireAuth(request).organizationId),
  );

  app.post(
    '/shop-admin-hub/enable-shop-promotion',
    {
      config: { capability: 'manageOrganiserMarketing', validationMessage: MESSAGES.fillAllRequired },
      schema: {
        tags,
        summary: 'Opt the organiser into the influencer hub',
        body: ZEnablePromotionRequest,
        response: { 200: ZPromotion, ...errors },
      },
    },
    async (request) =>
      setPromotion(
        app.db,
        requireAuth(request).organizationId,
        true,
        request.body.settings.oneLineDescription,
      ),
  );

  app.post(
    '/shop-admin-hub/disable-shop-promotion',
    {
      config: { capability: 'manageOrganiserMarketing' },
      schema: {
        tags,
        summary: 'Take the organiser out of the influencer hub',
        response: { 200: ZPromotion, ...errors },
      },
    },
    async (request) => setPromotion(app.db, requireAuth(request).organizationId, false),
  );
};
