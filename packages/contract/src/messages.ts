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
  // Success toasts of §8
  eventInfoSaved: 'Event information was saved.',
  messagesSent: 'Your messages were sent',
  newNameSaved: 'New name was saved',
  tagManagerIdSet: 'Google Tag Manager ID was set.',
  organizerDetailsUpdated: 'Organizer details were updated',
  copiedToClipboard: 'Copied to clipboard',
  promotionEnabled: 'Promotion was enabled',
  promotionDisabled: 'Promotion was disabled',
  descriptionTooLong: 'Description must be at most 100 characters',
  // Texts the spec leaves open (see docs/decisions.md)
  incorrectCredentials: 'Incorrect email or password',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in',
  csrfMissing: 'Your session has expired. Please reload the page.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  fileTooLarge: 'The file is larger than 5Mb',
  invalidRequest: 'Please check the highlighted fields',
  serverError: 'Something went wrong. Please try again.',
} as const;
