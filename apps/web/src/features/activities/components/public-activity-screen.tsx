import {
  IconBuildingStore,
  IconCalendarOff,
  IconChevronRight,
  IconMapPin,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { formatAddress } from '@usher/contract/address-format';
import { formatLondon } from '@usher/contract/london-format';
import { formatPriceRange } from '@usher/contract/price-format';
import type { TPublicActivity } from '@usher/contract/public-event';
import { embeddedPathOf, parentOriginOf } from '../../../lib/embed-handoff';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicResource } from '../../../lib/use-public-resource';
import { useIsEmbedded } from '../../../components/public/embed-context';
import { PublicPage } from '../../../components/public/public-page';
import { PublicEventNotFound, PublicPageLoading } from '../../../components/public/public-page-states';
import { PublicDetail } from '../../../components/public/public-detail';
import { PublicDescription } from '../../../components/public/public-description';
import { PublicEmptyPanel } from '../../../components/public/public-empty-panel';
import { publicActivityPath } from '../api/get-public-activity';

type PublicActivityScreenProps = {
  activityId: string;
  /** The API answer the server embedded in the page. */
  initial?: TPublicActivity;
};

/** `/a/{activityId}`: a published activity and its upcoming dates; one date alone opens that date. */
export function PublicActivityScreen({ activityId, initial }: PublicActivityScreenProps) {
  const activity = usePublicResource(publicActivityPath(activityId), initial);
  usePageTitle(activity.data?.name ?? 'Event');

  const isEmbedded = useIsEmbedded();
  const onlyEventId = activity.data?.events.length === 1 ? activity.data.events[0]?.id : undefined;
  useEffect(() => {
    if (!onlyEventId) return;
    // The date's own page is served with its own data: a full load, in place of this one in the history (inside
    // an organiser's website, the date's embedded page).
    const eventPath = `/e/${onlyEventId}`;
    const parentOrigin = parentOriginOf(window.location.search);
    window.location.replace(isEmbedded ? (embeddedPathOf(eventPath, parentOrigin) ?? eventPath) : eventPath);
  }, [isEmbedded, onlyEventId]);

  if (activity.error) return <PublicEventNotFound />;
  if (!activity.data || onlyEventId) return <PublicPageLoading />;

  const item = activity.data;
  const address = formatAddress(item.address);
  return (
    <PublicPage>
      <div className="public-card" data-raised>
        {item.imageUrl ? <img className="public-image" src={item.imageUrl} alt="" /> : null}
        <div className="public-card-body public-stack" data-gap="sm">
          <h1 className="public-title">{item.name}</h1>
          <PublicDetail icon={<IconBuildingStore size={18} aria-hidden />}>
            {item.organizationName}
          </PublicDetail>
          {item.isOnline ? (
            <PublicDetail icon={<IconWorld size={18} aria-hidden />}>Online event</PublicDetail>
          ) : address ? (
            <PublicDetail icon={<IconMapPin size={18} aria-hidden />}>{address}</PublicDetail>
          ) : null}
          {item.minAge !== null ? (
            <PublicDetail icon={<IconUser size={18} aria-hidden />}>
              Age restriction: {item.minAge}+
            </PublicDetail>
          ) : null}
          <PublicDescription html={item.description} />
        </div>
      </div>

      <section className="public-stack" data-gap="sm" aria-labelledby="dates-title">
        <h2 className="public-subtitle" id="dates-title">
          Choose a date
        </h2>
        {item.events.length === 0 ? (
          <PublicEmptyPanel
            icon={<IconCalendarOff aria-hidden />}
            description="There are no upcoming dates at the moment. Please check back soon."
          />
        ) : (
          item.events.map((event) => (
            <a key={event.id} className="public-card public-link-card" href={`/e/${event.id}`}>
              <span className="public-row">
                <span className="public-stack" data-gap="xs">
                  <span className="public-strong">{formatLondon(event.startAt)}</span>
                  {event.endAt ? (
                    <span className="public-text-xs public-dimmed">Until {formatLondon(event.endAt)}</span>
                  ) : null}
                  {event.priceRange ? (
                    <span className="public-text-sm" style={{ fontWeight: 500 }}>
                      {formatPriceRange(event.priceRange)}
                    </span>
                  ) : null}
                </span>
                <span className="public-row" style={{ gap: 10 }}>
                  {event.isSoldOut ? <span className="public-badge">Sold out</span> : null}
                  <IconChevronRight className="public-chevron" size={18} aria-hidden />
                </span>
              </span>
            </a>
          ))
        )}
      </section>
      {item.organizationGuid ? (
        <div className="public-footer">
          <a className="public-button" data-variant="subtle" href={`/o/${item.organizationGuid}`}>
            More from {item.organizationName}
          </a>
        </div>
      ) : null}
    </PublicPage>
  );
}
