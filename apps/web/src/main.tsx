import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that keeps a slow phone from answering a tap (docs/operations.md "Speed").
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
