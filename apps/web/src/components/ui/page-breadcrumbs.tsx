import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './page-breadcrumbs.module.css';

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
      <Breadcrumbs
        separatorMargin={6}
        classNames={{ root: classes.trail, breadcrumb: classes.crumb, separator: classes.separator }}
      >
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm" title={item.label}>
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page" title={item.label}>
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
