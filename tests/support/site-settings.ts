import type { SiteData } from '@/model/route-data.ts';

/** Site settings for component tests: the shape of content/site.yaml with recognisable values. */
export const testSite: SiteData = {
  brandName: 'TestBrand',
  siteUrl: 'https://www.example.com',
  bookingUrl: 'https://calendar.example.com/book',
  eventsUrl: 'https://events.example.com/community',
  socialUrl: 'https://social.example.com/testbrand',
  socialLabel: 'LinkedIn',
  email: 'hello@example.com',
  phone: '+44 20 7946 0958',
  socialImage: '/images/social/default.png',
  language: 'en-GB',
  timeZone: 'Europe/London',
  titleSeparator: '|',
  header: {
    links: [
      { label: 'Services', href: '/services' },
      { label: 'Blog', href: '/blog' },
      { label: 'FAQ', href: '/faq' },
    ],
    mobileOnlyLinks: [{ label: 'LinkedIn Automation Tool', href: '/linkedin-tool' }],
    button: { label: 'Book a call', href: 'booking' },
  },
  footer: {
    tagline: 'Outbound that works.',
    columns: [
      {
        heading: 'Services',
        links: [
          { label: 'All Services', href: '/services' },
          { label: 'Overview', href: '/#services' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { label: 'Success Stories', href: '/#testimonials' },
          { label: 'Case Studies', href: '/blog' },
          { label: 'Book a Call', href: 'booking' },
        ],
      },
    ],
    contactHeading: 'Contact',
    copyrightYear: 2025,
    copyrightNote: 'All rights reserved.',
  },
  notFound: { code: '404', message: 'Oops! Page not found', homeLink: { label: 'Return to Home', href: '/' } },
  caseStudyNotFound: { message: 'Blog post not found', backLink: { label: 'Back to Blog', href: '/blog' } },
};
