/** Names for the date pickers' icon buttons, which Mantine leaves unnamed for screen readers. */
export const CALENDAR_ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Names for the time inputs and the confirm button of a date-and-time picker. */
export const TIME_PICKER_LABELS = {
  timePickerProps: { format: '24h' as const, hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' },
  submitButtonProps: { 'aria-label': 'Confirm date and time' },
};
