import type { OrganiserScope } from '../../plugins/scope';
import { LONDON_ZONE } from '@usher/contract/london-time';
import type { TMessageCostRequest, TMessageCostResponse, TUsageResponse } from '@usher/contract/mailing';
import {
  emailSendCost,
  FREE_EMAILS_PER_MONTH,
  monthEmailCostPence,
  smsSendCost,
} from '@usher/contract/message-cost';
import { DateTime } from 'luxon';
import { sumRecipientsSince } from './mailing-send.repository';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId'>;

/** The first instant of this calendar month in London (§9 counts free emails per calendar month). */
export function londonMonth(now: Date = new Date()) {
  const start = DateTime.fromJSDate(now).setZone(LONDON_ZONE).startOf('month');
  return { start: start.toJSDate(), label: start.toFormat('yyyy-MM') };
}

/** Recipients of this month's sends on a channel so far: a send counts when it is made, unless cancelled. */
export function sentThisMonth(scope: Scope, channel: 'email' | 'sms', now: Date = new Date()) {
  return sumRecipientsSince(scope.db, scope.organizationId, channel, londonMonth(now).start);
}

/** What a send of `recipients` would add to this month's bill (§9). */
export async function quoteSendCost(
  scope: Scope,
  { channel, recipients }: Required<TMessageCostRequest>,
): Promise<TMessageCostResponse> {
  const sent = await sentThisMonth(scope, channel);
  const cost = channel === 'email' ? emailSendCost(sent, recipients) : smsSendCost(recipients);
  return { channel, recipients, sentThisMonth: sent, ...cost };
}

/** This month so far: emails and SMS sent, free emails left, and what they cost (null once tailored). */
export async function monthUsage(scope: Scope): Promise<TUsageResponse> {
  const [emailsSent, smsSent] = await Promise.all([
    sentThisMonth(scope, 'email'),
    sentThisMonth(scope, 'sms'),
  ]);
  const emailCost = monthEmailCostPence(emailsSent);
  return {
    month: londonMonth().label,
    emailsSent,
    freeEmailsLeft: Math.max(0, FREE_EMAILS_PER_MONTH - emailsSent),
    smsSent,
    cost: emailCost === null ? null : emailCost + smsSendCost(smsSent).cost!,
  };
}
