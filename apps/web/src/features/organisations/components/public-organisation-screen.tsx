import { IconCalendarOff, IconMoodSad } from '@tabler/icons-react';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicResource } from '../../../lib/use-public-resource';
import { PublicPage } from '../../../components/public/public-page';
import { PublicEmptyPanel } from '../../../components/public/public-empty-panel';
import { PublicSkeleton } from '../../../components/public/public-skeleton';
import { publicOrganisationPath } from '../api/get-public-organisation';
import { ShopWindowList } from './shop-window-list';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

type PublicOrganisationScreenProps = {
  guid: string;
  /** The API answer the server embedded in the page. */
  initial?: TPublicOrganisation;
};

/** The organiser's public page and shop window: no sign-in, no dashboard shell. */
export function PublicOrganisationScreen({ guid, initial }: PublicOrganisationScreenProps) {
  const organisation = usePublicResource(publicOrganisationPath(guid), initial);
  usePageTitle(organisation.data?.name ?? 'Organiser');
  const item = organisation.data;

  return (
    <PublicPage isWide>
      <div className="public-card public-card-body" data-raised data-roomy>
        {item ? (
          <div className="public-stack" data-gap="md">
            <span className="public-avatar">
              {item.avatarUrl ? <img src={item.avatarUrl} alt={`${item.name} logo`} /> : initials(item.name)}
            </span>
            <h1 className="public-organiser-name">{item.name}</h1>
            {item.description ? (
              <p style={{ margin: 0, color: 'var(--public-dark-4)', whiteSpace: 'pre-line' }}>
                {item.description}
              </p>
            ) : null}
          </div>
        ) : organisation.error ? (
          <PublicEmptyPanel
            icon={<IconMoodSad aria-hidden />}
            title="Organiser not found"
            description="This page does not exist or is no longer available."
          />
        ) : (
          <div className="public-stack" data-gap="md" role="status" aria-label="Loading">
            <PublicSkeleton style={{ height: 80, width: 80 }} />
            <PublicSkeleton style={{ height: 28, width: '60%' }} />
            <PublicSkeleton style={{ height: 60 }} />
          </div>
        )}
      </div>
      {item ? (
        <div className="public-stack" data-gap="sm">
          <h2 className="public-subtitle" style={{ fontSize: 20 }}>
            Upcoming events
          </h2>
          {item.activities.length > 0 ? (
            <ShopWindowList activities={item.activities} />
          ) : (
            <PublicEmptyPanel
              icon={<IconCalendarOff aria-hidden />}
              description="There are no upcoming events at the moment. Please check back soon."
            />
          )}
        </div>
      ) : null}
    </PublicPage>
  );
}
