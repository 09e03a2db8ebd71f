import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { Link } from 'react-router';

export type TBreadcrumb = { label: string; to?: string };

type PageBreadcrumbsProps = {
  items: TBreadcrumb[];
  /** The PageLayout size below, so the trail lines up with the heading. */
  size?: 'sm' | 'md' | 'lg';
};

/** The trail above a screen: links for the way back, plain text for the current page. */
export function PageBreadcrumbs({ items, size = 'md' }: PageBreadcrumbsProps) {
  return (
    <Container size={size} px={0} mb="sm" component="nav" aria-label="Breadcrumbs">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
