import { useTranslation } from 'react-i18next';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { siteContent } from './content/load.ts';
import { cardClass, HiddenTitleSection, TextCard, TintedSection } from './page-sections.tsx';

const channelIcons = { phone: PhoneIcon, email: MailIcon, location: MapPinIcon } as const;

/** /contact: phone for readings, e-mail for support, where we are, and the questions we hear most. */
export function ContactPage() {
  const contact = siteContent('contact');
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="contact" />
      <PageHero title={t('site.pages.contact')} subtitle={contact.subtitle} />

      <HiddenTitleSection id="contact-channels" title={contact.channelsHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {contact.channels.map((channel) => {
            const Icon = channelIcons[channel.id];
            return (
              <li key={channel.id} className={`${cardClass} flex flex-col`}>
                <span className="grid size-12 place-items-center rounded-full bg-gradient-to-b from-gold-200 to-gold-400 text-night-950">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 font-display text-xl font-semibold text-night-900">{channel.title}</h3>
                {channel.href ? (
                  <a
                    href={channel.href}
                    className="mt-2 text-lg font-semibold text-night-600 underline decoration-gold-500/60 underline-offset-4 transition-colors [overflow-wrap:anywhere] hover:text-night-900"
                  >
                    {channel.value}
                  </a>
                ) : (
                  <p className="mt-2 text-lg font-semibold text-night-800">{channel.value}</p>
                )}
                <p className="mt-3 text-sm leading-relaxed text-night-700">{channel.note}</p>
              </li>
            );
          })}
        </ul>
      </HiddenTitleSection>

      <TintedSection id="contact-faq" title={contact.faq.heading} edges="top">
        <ul className="grid gap-6 md:grid-cols-2">
          {contact.faq.items.map((item) => (
            <TextCard key={item.title} title={item.title} text={item.text} />
          ))}
        </ul>
      </TintedSection>
    </>
  );
}
