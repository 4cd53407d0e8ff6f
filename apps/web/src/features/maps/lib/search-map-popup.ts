import type { MapPoint } from '@inmuebles/shared/properties/map-query';
import { formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { MapSubject } from '../utils/map-subjects';
import { isProjectAmong, subjectOf } from './search-map-markers';

/** The small card a marker opens: photo, title, price and a link to the detail. */
export function popupCard(
  point: MapPoint,
  mapSubject: MapSubject,
  onOpen: (path: string) => void,
): HTMLElement {
  const subject = subjectOf(point, mapSubject);
  const card = document.createElement('div');
  card.className = 'search-map-card';
  if (point.photoUrl) {
    const photo = document.createElement('img');
    photo.src = point.photoUrl;
    photo.alt = '';
    photo.loading = 'lazy';
    card.append(photo);
  }
  if (isProjectAmong(point, mapSubject)) {
    const badge = document.createElement('p');
    badge.className = 'search-map-card-badge';
    badge.textContent = 'Proyecto';
    card.append(badge);
  }
  const title = document.createElement('p');
  title.className = 'search-map-card-title';
  title.textContent = point.title;
  const price = document.createElement('p');
  price.className = 'search-map-card-price';
  price.textContent = `${subject.pricePrefix}${formatOfferPrice(point.price, point.currency, point.operation)}`;
  const link = document.createElement('a');
  const path = subject.pathOf(point.slug);
  link.href = path;
  link.textContent = 'Ver detalles';
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(path);
  });
  card.append(title, price, link);
  return card;
}
