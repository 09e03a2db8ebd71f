/** Every user-facing text of the spec, letter for letter. Both the API and the web app import from here. */
export const MESSAGES = {
  // §5 Activity
  nameRequired: 'Name is required',
  ageIncorrect: 'Age restriction value is incorrect',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  line1Required: 'Line 1 is required',
  postCodeRequired: 'Post code is required',
  onlineLinkRequired: 'Link for online event is required',
  customFieldRequired: 'Name of at least 1 custom field is required',
  fillInAllRequired: 'Please fill in all required fields',
  wrongImageFormat: 'Wrong image format',
  deleteActivityConfirm: 'Are you sure you want to delete this activity?',
  // §5 Event date
  venueCapacity: 'Venue capacity is required and can not be less than amount of sold tickets',
  endAfterStart: 'End date and time must be later than start date and time',
  doorsBeforeStart: 'Doors open date and time must be earlier than start date and time',
  // §5 Duplicate
  firstDateRequired: 'First date is required',
  duplicateDateRequired: 'Duplicate date is required',
  lastDateRequired: 'Last date is required',
  weekdayRequired: 'Please select at least one day of the week',
  // §5 Email and SMS
  emailSubjectRequired: 'Email subject is required',
  emailBodyRequired: 'Email body is required',
  fillAllRequired: 'Please fill all the required fields',
  smsTextRequired: 'SMS text is required',
  chooseReceiverEmail: 'Choose at least one receiver with email',
  chooseReceiverPhone: 'Choose at least one receiver with phone',
  // §5 Ticket type
  ticketTypeRequired: 'Ticket type is required',
  priceRequired: 'Price is required',
  availability: 'Availability is required and can not be less than amount of sold tickets',
  // §5 Mailing list
  mailingListIncomplete: 'You should fill a list name and add at least one receiver',
  listTitleRequired: 'List title is required',
  addPhoneOrEmail: 'Please add phone or email',
  incorrectEmail: 'Incorrect email format',
  incorrectPhone: 'Incorrect phone format',
  // §5 Organiser settings
  organizerNameRequired: 'Organizer name is required',
  // §5 Analytics
  incorrectTagManagerId: 'Incorrect Google Tag Manager ID format',
  // §5 Promotion
  descriptionRequired: 'Description is required',
  // §5 Promo code
  promoCodeRequired: 'Promo code is required',
  discountInvalid: 'Discount value is not valid',
  validUntilRequired: 'Valid date and time are required',
  promoCodeLettersDigits: 'Promo code can contain letters and digits only',
  promoCodeTaken: 'You already have a promo code with this name. Choose another one.',
  percentageRange: 'Percentage must be between 0 and 100',
  oneDiscountOnly: 'Choose a percentage or an amount of money, not both',
  promoScopeRequired: 'Choose where the code applies',
  maxUsesInvalid: 'The number of tickets must be a whole number above 0',
  promoCodeCreated: 'Promo code was created',
  promoCodeDeleted: 'Promo code was deleted',
  promoCodeDeleteConfirm: 'Are you sure you want to delete this promo code?',
  promoUnknown: 'This promo code does not exist.',
  promoExpired: 'This promo code has expired.',
  promoNotForTickets: 'This promo code is not for these tickets.',
  promoUsedUp: (left: number) =>
    left === 0
      ? 'This promo code has been used up.'
      : `This promo code can discount only ${left} more ticket(s).`,
  promoNotValidHere: 'This code is not valid for this event.',
  // §5 Free or cash tickets
  chooseTickets: 'Please choose your tickets',
  fieldRequired: (label: string) => `${label} is required`,
  // §4 and §8
  unpublishBlocked: 'This event has ticket(s) sold and cannot get unpublished.',
  publishFirst: 'You should publish the event first.',
  publishToCopy: 'Please publish the event to copy link. Unpublished events are not visible online.',
  publishPrompt: 'Do you want to publish this event so it is visible online?',
  ticketsSentBySms: (phone: string) => `Your tickets have been successfully sent via SMS to ${phone}`,
  checkInManuallyConfirm: 'Check in this ticket manually?',
  noTicketsSold: 'No tickets were sold.',
  noOneCheckedIn: 'No one checked in yet',
  noActivities: 'No activities were found.',
  cameraUnavailable: 'Could not get access to your phone camera.',
  qrNotRecognised: 'QR code not recognised. Please check the details with guest list.',
  downloadFailed: 'Download failed.',
  noLists: 'You currently do not have any lists',
  noDefaultLists: 'You currently do not have default lists',
  // The offline door on the web (issue 18): texts the spec leaves open (see docs/decisions.md)
  prepareOffline: 'Get this date ready for offline',
  preparedOffline: (tickets: number) => `Ready for offline: ${tickets} ticket(s) on this device.`,
  offlineNeedsSecurePage: 'Offline check-in needs the dashboard opened over https.',
  doorOnline: 'Online',
  doorOffline: 'Offline: scans are answered from this device',
  doorQueued: (count: number) => `${count} scan(s) waiting to be sent`,
  doorLastSync: (when: string) => `Last sync ${when}`,
  doorScansKeepSignedIn: (count: number) =>
    `${count} scan(s) made offline could not be sent yet. Stay signed in until this device is back online, or they are lost.`,
  doorNeverSynced: 'Not synced yet',
  doorScansSent: (count: number) => `Back online: ${count} scan(s) made offline were sent.`,
  ticketOfOrder: (number: number, count: number) => `Ticket ${number} of ${count}`,
  doorRoleLost: 'You no longer have check-in rights here: the offline copy was removed from this device.',
  doorConflictsTitle: 'Check these scans',
  doorConflictsHint: 'Scanned here while offline, but let in on another device or not for this date.',
  continuousMode: 'Continuous scanning',
  // Messages (issue 11): texts the spec leaves open (see docs/decisions.md)
  smsTooLong: (limit: number, over: number) =>
    `SMS text is too long by ${over} character${over === 1 ? '' : 's'} (at most ${limit}` +
    `${limit === 70 ? ' when it holds characters outside the GSM alphabet' : ''})`,
  scheduleInPast: 'Choose a date and time in the future',
  tooManyReceivers: (max: number) =>
    `Please add at most ${max} receivers at once, or import them from a file`,
  mailingListCreated: 'The list was created.',
  mailingListDeleted: 'The list was deleted.',
  mailingListDeleteConfirm: 'Are you sure you want to delete this list?',
  receiverAdded: 'The receiver was added.',
  receiverSaved: 'The receiver was saved.',
  receiverDeleted: 'The receiver was deleted.',
  receiverDuplicate: 'This email or phone is already in the list.',
  listsMerged: (added: number, duplicates: number) =>
    `${added} receiver(s) added, ${duplicates} already in the list.`,
  receiversImported: (added: number, duplicates: number, invalid: number) =>
    `${added} receiver(s) imported, ${duplicates} duplicate(s) and ${invalid} invalid row(s) skipped.`,
  noOwnLists:
    'You have no mailing lists yet. Add one to send messages to people who are not your guests yet.',
  defaultListReadOnly: 'Built-in lists are made from your guests and can not be changed.',
  receiverFileUnreadable: 'Please choose a CSV or Excel (.xlsx) file.',
  receiverFileEmpty: 'The file holds no rows.',
  receiverFileTooLarge: 'The file is larger than 10Mb',
  receiverFileTooManyRows: (max: number) => `The file has more than ${max} rows.`,
  receiverFileTooLargeOpened: (maxMegabytes: number) =>
    `The file is too large once opened: a spreadsheet may hold at most ${maxMegabytes} MB of data. Save only the email and phone columns, or save it as CSV.`,
  receiverFileCellTooLong: (row: number, max: number) =>
    `Row ${row} has a cell longer than ${max.toLocaleString('en-GB')} characters: a receiver file holds emails and phone numbers.`,
  sendScheduled: (when: string) => `Your messages are scheduled for ${when}`,
  sendCancelled: 'The scheduled send was cancelled.',
  sendAlreadyStarted: 'This send has already started and can not be cancelled.',
  noGuestsToMessage: 'No guest of this date matches this choice.',
  unsubscribed: 'You will receive no more messages from this organiser.',
  // Success toasts of §8
  eventInfoSaved: 'Event information was saved.',
  datesCreated: (count: number) => (count === 1 ? '1 date was created.' : `${count} dates were created.`),
  messagesSent: 'Your messages were sent',
  newNameSaved: 'New name was saved',
  tagManagerIdSet: 'Google Tag Manager ID was set.',
  organizerDetailsUpdated: 'Organizer details were updated',
  copiedToClipboard: 'Copied to clipboard',
  promotionEnabled: 'Promotion was enabled',
  promotionDisabled: 'Promotion was disabled',
  descriptionTooLong: 'Description must be at most 100 characters',
  // Texts the spec leaves open (see docs/decisions.md)
  activityLocked:
    'Tickets have been sold or reserved for this event, so its name, age restriction, location, guest information, custom fields and image can no longer be changed.',
  addressEditUsed: 'The address can be changed only once after tickets have been sold.',
  publishNeedsDateAndTicket: 'Add at least one date with a ticket type before publishing.',
  activityHasSales: 'This event has ticket(s) sold and can not be deleted.',
  eventLocked:
    'Tickets have been sold or reserved for this date, so its times can no longer be changed and it can not be deleted.',
  startRequired: 'Start date and time are required',
  startInPast: 'Start date and time must be in the future',
  ticketTypeSoldLocked:
    'Tickets of this type have been sold, so its name and price can no longer be changed.',
  ticketTypeHasSales: 'Tickets of this type have been sold, so it can not be deleted.',
  firstDateInPast: 'First date must be in the future',
  lastDateTooSoon: (step: string) => `Last date must be at least one ${step} after the first date`,
  lastDateTooLate: 'Last date can be at most 180 days after the first date',
  dayClamped: 'Some months have no such day: the copy is made on the last day of those months.',
  eventOver: 'This event is over.',
  ticketsBusy: 'Tickets are being issued by someone else right now. Please try again.',
  notEnoughTickets: 'There are not enough tickets left for this choice.',
  repeatedTicketType: 'Each ticket type can be chosen only once per order.',
  tooManyTickets: (max: number) => `At most ${max} tickets can be issued in one order.`,
  activityNotPublished:
    'This event is not published yet: publish it before issuing tickets or checking guests in.',
  activityUnpublishedWithLastDate: 'The last date was deleted, so the event was unpublished.',
  activityPublished: 'The event was published: it is now visible online.',
  activityUnpublished: 'The event was unpublished: it is no longer visible online.',
  activityDeleted: 'The event was deleted.',
  dateDeleted: 'The date was deleted.',
  ticketTypeSaved: 'The ticket type was saved.',
  ticketTypeDeleted: 'The ticket type was deleted.',
  organizerCreated: (name: string) => `${name} was created. You are now working on it.`,
  eventDateCreated: 'The date was created. Now add its first ticket type.',
  phoneRequired: 'Phone is required',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  checkedInNow: (guest: string, ticketType: string) => `Checked in: ${guest}, ${ticketType}`,
  /** `by`: who checked the guest in (a user's email, or a door link with its device), when known. */
  alreadyCheckedIn: (when: string, guest: string, ticketType: string, by?: string | null) =>
    `Already checked in at ${when}${by ? ` by ${by}` : ''}: ${guest}, ${ticketType}`,
  notCheckedIn: 'This guest is not checked in.',
  undoReasonRequired: 'Say why the check-in is undone.',
  notALogCursor: 'Not a cursor of this log',
  otherEventTicket: (event: string) => `This ticket is for another event: ${event}`,
  /** Added to a scan's green or orange answer when the door scans a ticket on a day its date does not cover. */
  ticketForAnotherDay: (answer: string, start: string) =>
    `${answer}. This ticket is for ${start}, not today.`,
  ticketCancelled: 'This ticket has been cancelled.',
  nonceReused: 'This scan was already used for another ticket. Please scan again.',
  offlineCursorInvalid: 'This sync cursor is not valid. Download the date again.',
  tooManyOfflineScans: (max: number) => `At most ${max} scans can be sent at once.`,
  scanTimeInFuture: 'This scan time is in the future. Please check the device clock.',
  offlineScanCodeOrTicket: 'Send the QR code or the ticket id: one of the two.',
  linkRequiresPublish: 'You should publish the event first.',
  incorrectCredentials: 'Incorrect email or password',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in',
  csrfMissing: 'Your session has expired. Please reload the page.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  apiKeyRequired: 'Send an API key as Authorization: Bearer usk_…',
  apiKeyInvalid: 'This API key is not valid or has been revoked.',
  apiKeyScopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
  apiKeyNameRequired: 'Please give the key a name',
  apiKeyScopesRequired: 'Please choose at least one scope',
  apiKeyCreated: 'The key was created. Copy it now: you will not see it again.',
  apiKeyRevoked: 'The key was revoked: requests with it are refused from now on.',
  apiCursorInvalid: 'This cursor is not valid. Start again without it.',
  /** §8: the title and line of a public activity or event page whose date is gone or unpublished. */
  eventNotFoundTitle: 'Event not found',
  eventNotFoundDescription: 'This event does not exist or is no longer available.',
  fileTooLarge: 'The file is larger than 5Mb',
  invalidRequest: 'Please check the highlighted fields',
  controlCharacters: 'Please remove the invisible control characters from this text',
  textTooLong: (max: number) => `Please use at most ${max} characters`,
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  malformedRequest: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  urlTooLong: 'The link is too long.',
  requestTimedOut: 'The request took too long. Please try again.',
  serverError: 'Something went wrong. Please try again.',
  databaseUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  databaseUnreachable: 'The database can not be reached.',
  serverStopping: 'This server is stopping; another one will answer.',
  holdEnded:
    'Your tickets are no longer held for you: the time to check out has run out. Please choose them again.',
  holdCheckedOut: 'These tickets have already been checked out.',
  tooManyHolds:
    'Tickets for this date are already held in too many checkouts from your connection. Finish or cancel one of them, or wait for it to run out, then try again.',
  paymentUnavailable: 'The payment could not be started. Please try again in a moment.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  cardPaymentsNotSetUp: 'This organiser can not take card payments yet.',
  stripeConnectUnavailable: 'Connecting a Stripe account is not available on this Usher.',
  stripeUnreachable: 'Stripe could not be reached. Please try again in a moment.',
  orderCancelled: 'Order was cancelled',
  orderRefunded: 'Order was refunded',
  orderAlreadyEnded: 'This order is already cancelled, refunded or expired.',
  orderNotRefundable: 'Only an order paid online can be refunded.',
  refundFailed: 'The refund could not be made. Nothing was changed; please try again later.',
  confirmCancelOrder: 'Cancel this order? Its tickets will no longer get in and their places become free.',
  confirmRefundOrder:
    'Refund this order in full? Its tickets will be cancelled and their places become free.',
  // Refunds and disputes (issue 28 §2): what the organiser is told before and after acting on an order's money.
  orderCancelledAndRefunded: 'Order was cancelled and refunded',
  refundProviderMissing: (provider: string) =>
    `This order was paid through ${provider}, which is not configured on this Usher now: the refund can not be made. Nothing was changed.`,
  orderRefundPending: 'A refund of this order is under way. Please wait for it to finish.',
  refundRefused:
    'The last refund was refused or not answered by the payment provider: the order is as it was. Please try again.',
  refundInterrupted:
    'The last refund was interrupted before the payment provider answered, and the provider has reported no refund: the order is as it was. Check your payment dashboard, then try again.',
  paymentNoticeMismatch: (paid: string, due: string) =>
    `A payment notice for ${paid} did not match this order's ${due}: no tickets were issued. Please check the payment in your provider's dashboard.`,
  paymentNoticeForeign:
    'A payment notice naming this order came from another Checkout Session or Stripe account and was ignored: nothing was issued for it.',
  partialRefundInProvider: (refunded: string, total: string) =>
    `${refunded} of this order's ${total} was refunded in the payment provider's dashboard: its tickets are still valid.`,
  orderDisputed: "The customer's bank disputed this payment. Respond in your Stripe dashboard.",
  disputedOrders: (count: number) =>
    count === 1
      ? "1 order of this date is disputed by the customer's bank. Respond in your Stripe dashboard."
      : `${count} orders of this date are disputed by the customers' banks. Respond in your Stripe dashboard.`,
  cancelOrderQuestion: (guest: string, amount: string) =>
    `Cancel the order of ${guest}? Its tickets will no longer get in and their places become free. The ${amount} they paid is kept unless you refund it.`,
  cancelUnpaidOrderQuestion: (guest: string) =>
    `Cancel the order of ${guest}? Its tickets will no longer get in and their places become free.`,
  refundOrderQuestion: (guest: string, amount: string) =>
    `Refund ${amount} to ${guest}? It goes back to the card they paid with, and their tickets are cancelled.`,
  refundCancelledOrderQuestion: (guest: string, amount: string) =>
    `Refund ${amount} to ${guest}? It goes back to the card they paid with; the order stays cancelled.`,
  noOrders: 'No orders yet.',
  noOrdersFound: 'No orders match your search.',
  noSalesYet: 'No tickets sold yet.',
  /** Sales: the test payment page's orders, apart from the money (issue 28 §1). */
  testPaymentsApart: (tickets: number, value: string) =>
    `Test payments: ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} (${value}) taken on the test payment page. No money moved, so they are in none of the figures above.`,
  // Settings › Payments: which payment provider this Usher has (issue 28 §1).
  paymentsByTestPage:
    'Test payments: customers pay on Usher’s test payment page and no money moves. Sales shows these orders apart. To take real card payments, whoever runs this Usher sets STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
  paymentsNotConfigured:
    'No payment provider is configured: free tickets are sold online, paid tickets at the door only. To sell paid tickets online, whoever runs this Usher sets STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README’s configuration).',
  paymentsHowCustomersPay:
    'Customers pay by card when they check out; free tickets, and tickets you sell for cash at the door, need no card.',
  paymentsFee:
    'Usher’s fee is 0.99 % (excluding VAT) of each ticket paid online, after any discount. Cash and free tickets carry no fee, and customers pay no booking fee.',
  paymentsRefunds:
    'A refund from a date’s Orders pays the whole order back to the customer, cancels its tickets and frees their places.',
  paymentsTestPage:
    'The test payment page lets you and your customers try the whole sale: no card is asked for and no money moves.',
  paymentsPayouts:
    'Payouts follow Stripe’s own schedule: see your Stripe dashboard for their dates and amounts.',
  onlineFeeExplained:
    'Fee: Usher’s 0.99 % (excluding VAT) of each ticket paid online, after any discount, rounded to the penny per ticket. Cash and free tickets carry no fee. Net is gross less the fee.',
  // The customer's path (issue 16 §1): the public date, checkout, test payment and confirmation pages.
  paidSaleUnavailable: 'Card payment is not available online: paid tickets are sold at the door only.',
  ticketsHeld: (minutes: number) => `Your tickets are held for you for ${minutes} minutes.`,
  holdNoLongerHeld: 'Your tickets are no longer held',
  holdNotOnThisDevice: 'These tickets were chosen on another device or in another tab.',
  changeTickets: 'Change tickets',
  changeTicketsFailed: 'Your tickets could not be let go. Please try again.',
  choiceKept:
    'The tickets held for you were let go. Your choice is kept below: change it, then get tickets again.',
  noBookingFee: 'No booking fee: the price you see is the price you pay.',
  // A date embedded in the organiser's website (issue 29 §3): the purchase continues in a tab of its own.
  embedContinueInNewTab: 'Continue in the new tab.',
  embedTabBlocked: 'Your browser did not open the new tab.',
  embedOpenCheckout: 'Open the checkout',
  embedTicketsOnTheirWay: 'Your tickets are on their way.',
  embedPromoAtCheckout: 'Have a promo code? Enter it at the checkout.',
  embedHoldFailedTitle: 'Your tickets could not be held',
  embedChoiceMissing: 'No tickets were chosen. Choose them on the event page.',
  embedSnippetCopied: 'Snippet copied.',
  onlyLeft: (left: number) => `Only ${left} left`,
  takingYouToPayment: 'Taking you to the payment page…',
  freeTicketsIssued: 'Your tickets are ready.',
  testPaymentTitle: 'Test payment — no money moves',
  testPaymentPaid: 'Test payment made.',
  testPaymentCancelled: 'Payment cancelled: your tickets are no longer held.',
  paymentPending: 'Payment pending',
  paymentConfirmed: 'Payment confirmed: your tickets are ready.',
  ticketsSentTo: (email: string) => `Your tickets have been sent to ${email}.`,
  publicOrderExpired:
    'This order expired before it was paid: no payment was taken and the tickets were released.',
  publicOrderCancelled: 'This order was cancelled by the organiser: its tickets are no longer valid.',
  publicOrderRefunded: 'This order was refunded in full: its tickets are no longer valid.',
  // Webhooks (issue 29 §2)
  webhookUrlRequired: 'Please enter the https:// address the events go to',
  webhookUrlNotHttps: 'The address must start with https://',
  webhookUrlInternal: 'The address must be reachable on the internet, not a private or local address',
  webhookEventsRequired: 'Choose at least one event',
  webhookCreated: 'Webhook added. Copy its secret now: it is not shown again.',
  webhookDeleted: 'Webhook deleted',
  webhookRedelivered: 'Sent again: the new attempt appears in the list in a moment',
  confirmDeleteWebhook: 'Delete this webhook? Its events stop at once and its deliveries are deleted.',
  // Door links (issue 30 §1, §2): the crew's way in without an account
  doorLinkNameRequired: 'Please give the door link a name (at most 80 characters)',
  doorLinkTicketTypeNotOfDate: 'Choose ticket types of this date only',
  doorPinDigits: 'The PIN must be 4 to 8 digits',
  doorValidFromInvalid: 'Please enter a valid start date and time',
  doorValidUntilInvalid: 'The end must be in the future and after the start',
  doorLinkCreated: 'Door link created. Copy it now: it is not shown again.',
  doorLinkRevoked: 'Door link revoked: phones using it are stopped at once.',
  confirmRevokeDoorLink:
    'Revoke this door link? Every phone using it stops at once and it can not be used again.',
  deviceNameRequired: 'Please name this phone (at most 60 characters), e.g. "Sam at gate A"',
  wrongPin: 'Wrong PIN',
  tooManyWrongPins: 'Too many wrong PINs. Please wait 15 minutes and try again.',
  doorLinkNoLongerValid: 'This door link is no longer valid.',
  doorLinkNotValidYet: 'This door link is not valid yet.',
  wrongDoor: 'This ticket is not valid at this door.',
  doorSessionRequired: 'Please open the door link again and enter the PIN and this phone’s name.',
  doorSearchTooShort: 'Type at least 3 characters to search',
  doorScansNotAppliedTitle: (count: number) => `${count} scan(s) made offline were not applied`,
  doorScansNotAppliedHint:
    'This door link was closed before they reached the server. Tell the organiser who came in, so they can check them in.',
  // The waiting list (issue 31): the two 409s of the issue letter for letter; the rest see docs/decisions.md.
  waitlistTicketsAvailable: 'Tickets are available: buy them instead of joining the waiting list.',
  waitlistAlreadyJoined: 'You are already on the waiting list for this ticket.',
  waitlistClosed: 'The waiting list for this date is closed.',
  waitlistEntryEnded: 'This entry is no longer on the waiting list: it was purchased, expired or removed.',
  waitlistEnabledRequired: 'Choose whether the waiting list is on',
  offerMinutes: 'The time an offer is kept must be a whole number of minutes from 1 to 10080 (a week)',
  waitlistQuantity: (max: number) => `Choose from 1 to ${max} tickets`,
  waitlistSettingsSaved: 'The waiting list settings were saved.',
  waitlistSettingsHint:
    'When a date is sold out, customers can join its waiting list. Every place that becomes free is offered to them in the order they joined, and kept for them for the time below.',
  joinWaitlist: 'Join the waiting list',
  waitlistPosition: (position: number) => `You're number ${position} on the waiting list`,
  waitlistLeft: 'You left the waiting list.',
  waitlistEntryRemoved: 'The entry was removed from the waiting list.',
  confirmRemoveWaitlistEntry: (name: string) =>
    `Remove ${name} from the waiting list? An offer they hold is passed on to the next person.`,
  waitingCount: (count: number) => `${count} waiting`,
  waitlistReceiver: 'People waiting on this date',
  noOneWaiting: 'No one is on the waiting list.',
} as const;
