// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
  aboutUs: {
    heading: 'About us',
    body: 'Invitation-only access to more than 3,000 coveted designer labels: fashion redefined, with quiet exclusivity, in 28 European countries.',
  },
  registrationLinkGenerator: {
    heading: 'Registration link generator',
    body: 'Insert a valid registration code and get a link that is valid for 14 days.',
  },
  splitGenerator: {
    heading: 'Split generator',
    body: 'Build landing-page links that show a chosen experiment variation.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Our community is full at the moment. Join the waiting list and we will let you know as soon as a place becomes free.',
  },
  membershipInterest: {
    heading: 'Membership interest',
    body: 'Membership is by invitation only. Without an invitation, you can apply for membership.',
    applyNow: 'Apply Now',
  },
  membershipInterestApply: {
    heading: 'Apply for membership',
    body: 'Membership is strictly limited. Submit your email address and we will contact you if you are selected.',
  },
  membershipInterestConfirmation: {
    heading: 'Email Address Submitted Successfully',
    body: 'We will consider your application.',
  },
  deny: {
    heading: 'Access denied',
    invalid: 'Access denied. Your invitation is invalid.',
    expired: 'Access denied. Your invitation has expired. Please contact the inviting member.',
  },
};
