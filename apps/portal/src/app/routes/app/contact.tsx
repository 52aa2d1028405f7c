import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactTickets } from '@/features/contact/components/contact-tickets';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t(routes.contact.titleMessage)}
        description={t`Send a message to our support team. We answer by email, usually within one business day, and our answers appear under Your tickets.`}
      />
      <ContactForm />
      <ContactTickets />
    </>
  );
}
