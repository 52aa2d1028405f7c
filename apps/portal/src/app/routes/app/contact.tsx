import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactTickets } from '@/features/contact/components/contact-tickets';

export function Component() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Send a message to our support team. We answer by email, usually within one business day, and our answers appear under Your tickets."
      />
      <ContactForm />
      <ContactTickets />
    </>
  );
}
