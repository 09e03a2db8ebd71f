import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import classes from './page-breadcrumbs.module.css';

export type TBreadcrumb = { label: string; to?: string };

const markScrolled = (element: HTMLElement) => {
  element.dataset.scrolled = String(element.scrollLeft > 0);
};

type PageBreadcrumbsProps = {
  items: TBreadcrumb[];
  /** The PageLayout size below, so the trail lines up with the heading. */
  size?: 'sm' | 'md' | 'lg';
};

/** The trail above a screen: links for the way back, plain text for the current page. */
export function PageBreadcrumbs({ items, size = 'md' }: PageBreadcrumbsProps) {
  const trail = useRef<HTMLDivElement>(null);
  const labels = items.map((item) => item.label).join('\n');

  useLayoutEffect(() => {
    const element = trail.current;
    if (!element) return;
    element.scrollLeft = element.scrollWidth;
    markScrolled(element);
  }, [labels]);

  return (
    <Container size={size} px={0} mb="sm" component="nav" aria-label="Breadcrumbs">
      <Breadcrumbs
        ref={trail}
        separatorMargin={6}
        className={classes.trail}
        onScroll={(event) => markScrolled(event.currentTarget)}
      >
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
