import nock from 'nock';
import { afterEach } from 'vitest';

// nock 15 needs Promise.withResolvers, which Node 20 lacks.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    },
  });
}

// No test reaches the network; live servers started by tests listen on loopback.
nock.disableNetConnect();
nock.enableNetConnect((host) => host.startsWith('127.0.0.1') || host.startsWith('localhost'));

afterEach(() => {
  nock.cleanAll();
});
