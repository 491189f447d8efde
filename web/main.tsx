import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { setupApi } from './api/setup.ts';
import { App } from './app.tsx';
import { notifyGenericError } from './session/notify.ts';
import './styles.css';

setupApi();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <SWRConfig
      value={{
        // A failed page-data call shows the generic text once (SPEC §8); screens offer their own retry.
        onError: notifyGenericError,
        shouldRetryOnError: false,
        revalidateOnFocus: true,
      }}
    >
      <App />
    </SWRConfig>
  </StrictMode>,
);
