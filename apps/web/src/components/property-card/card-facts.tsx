import { Fragment } from 'react';
import { cardFacts, type CardFactsSource } from '@inmuebles/shared/properties/card-facts';

/**
 * A card's '3 dorm. · 2 baños · 120 m²' line (what applies to the property's type); nothing when the
 * property has none of them. The dots are for the eye only.
 */
export function CardFacts({
  property,
  as: Tag = 'p',
  className = '',
}: {
  property: CardFactsSource;
  /** A paragraph of its own, or a span inside a line of facts. */
  as?: 'p' | 'span';
  className?: string;
}) {
  const facts = cardFacts(property);
  if (facts.length === 0) return null;
  return (
    <Tag className={className}>
      <span className="sr-only">Características: </span>
      {facts.map((fact, index) => (
        <Fragment key={fact}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="whitespace-nowrap">{fact}</span>
        </Fragment>
      ))}
    </Tag>
  );
}
