export type FaqEntry = { question: string; answer: string };
export type FaqMode = 'organizer' | 'client';

/** Static text of the in-app FAQ (§1, §9): fees 0.99% per ticket ex VAT, none on free tickets, no booking fees. */
export const FAQ: Record<FaqMode, FaqEntry[]> = {
  organizer: [
    {
      question: 'How much does Usher cost?',
      answer:
        'Usher charges a fee of 0.99% per ticket, excluding VAT. There is no fee on free tickets, no monthly subscription and no set-up cost.',
    },
    {
      question: 'Do my customers pay booking fees?',
      answer: 'No. There are no booking fees: your customers pay the ticket price you set and nothing more.',
    },
    {
      question: 'How do guests buy tickets online?',
      answer:
        'Share your activity’s link or QR code, or your organiser page, which lists every published activity with dates to come. A guest chooses tickets, which are held for them for 15 minutes while they fill in their details and pay by card. Their tickets then appear on screen and arrive by email (and by SMS when they give a phone number). Free tickets skip the payment step.',
    },
    {
      question: 'When do I get paid?',
      answer:
        'Card payments go to your own Stripe account (connect it under Settings, Payments), less the 0.99% ticket fee excluding VAT on each ticket paid online. Payouts follow Stripe’s usual schedule, so check its dashboard for the dates and amounts. Cash and free tickets carry no fee: that money never passes through us.',
    },
    {
      question: 'Where do I see what I sold?',
      answer:
        'Open an event date: Sales shows tickets, gross, fee and net for online, cash and free tickets, and a chart of tickets sold per day. Orders lists every order, with search by name, email, phone or order reference.',
    },
    {
      question: 'Can I cancel or refund an order?',
      answer:
        'Yes. In the date’s Orders, Cancel voids the order’s tickets (they show red at the door) and frees their places; Refund returns an online payment in full through Stripe and cancels its tickets. Both need the organiser owner’s control permission.',
    },
    {
      question: 'How do I check guests in at the door?',
      answer:
        'Open the event date and choose Check In. Scan each ticket’s QR code with your phone’s rear camera, or open the guest list and check a guest in manually. Door staff accounts can check guests in without access to your settings.',
    },
    {
      question: 'Can I give tickets away or sell them for cash?',
      answer:
        'Yes. Use Free and cash tickets on an event date to issue tickets yourself. The guest receives them by SMS, and there is no fee on free tickets.',
    },
    {
      question: 'How do promo codes work?',
      answer:
        'Create a code under Promo codes: letters and digits, a percentage (0 to 100) or an amount in pounds taken off each ticket, a date and time it is valid until (London time), and whether it applies to all your events or to chosen events, dates or ticket types. You can also cap how many tickets it may discount. Guests type it on your event page to see the discounted prices, and you can enter it when you sell tickets for cash under Free and cash tickets. Codes cannot be edited after creation, but you can delete one at any time; tickets already sold with it keep their price.',
    },
    {
      question: 'What is the influencer hub?',
      answer:
        'Turn on Promotion settings to let influencers share your events with their followers. A commission of 11.99% ex VAT applies to tickets sold through the hub.',
    },
    {
      question: 'Can I run more than one organiser?',
      answer:
        'Yes. Use Create new organizer in Settings, then switch between your organisers from the menu at the top of the page.',
    },
  ],
  client: [
    {
      question: 'Where are my tickets?',
      answer:
        'Your tickets are sent to the phone number or email address you gave when booking, with a link to each ticket and its QR code. Check your spam folder if you cannot find the email.',
    },
    {
      question: 'How do I pay?',
      answer:
        'Choose your tickets on the event page: they are held for you for 15 minutes while you enter your details and pay by card on a secure payment page. You then see your tickets straight away, and they are emailed to you.',
    },
    {
      question: 'Do I pay a booking fee?',
      answer: 'No. There are no booking fees: you pay the ticket price shown and nothing more.',
    },
    {
      question: 'How do I get into the event?',
      answer:
        'Show the QR code on your ticket at the door, on your phone or printed. Each ticket can be checked in once.',
    },
    {
      question: 'Can I get a refund?',
      answer:
        'Refunds are decided by the event organiser, who can refund a card payment in full. Contact the organiser with your order reference, which you will find on your ticket and in your confirmation email.',
    },
    {
      question: 'The event details have changed. What should I do?',
      answer:
        'Organisers may send updates by email or SMS to everyone with a ticket. If you are unsure, contact the organiser with your order reference.',
    },
  ],
};
