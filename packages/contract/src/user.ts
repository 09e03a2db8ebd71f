import { z } from 'zod';

export const ZOrganisationRef = z.object({ guid: z.string(), name: z.string() });
export type TOrganisationRef = z.infer<typeof ZOrganisationRef>;

/** The signed-in user as the spec's User: permissions of the current organiser, its organisers and its QR link. */
export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  currentOrg: ZOrganisationRef.nullable(),
  organizations: z.array(ZOrganisationRef),
  extra: z.object({ organizationDetails: z.object({ qrLink: z.string().nullable() }) }),
});
export type TUser = z.infer<typeof ZUser>;
