/** Where the browser tab remembers that the organiser chose "Do it later" for an activity. */
const key = (activityId: string) => `usher.publish-prompt-later.${activityId}`;

/**
 * The publish prompt is offered once per activity per browser session: after "Do it later" the next ticket types
 * of that activity save without asking again (issue 15). sessionStorage, so a new session asks once more; a
 * browser that refuses storage (private modes) simply asks again.
 */
export function isPublishPromptPostponed(activityId: string): boolean {
  try {
    return sessionStorage.getItem(key(activityId)) !== null;
  } catch {
    return false;
  }
}

export function postponePublishPrompt(activityId: string): void {
  try {
    sessionStorage.setItem(key(activityId), '1');
  } catch {
    // Without storage the prompt comes back next time: a nuisance, not a fault.
  }
}
