// What other features may use of exchange-rates: everything else in this folder is its own.
export { presentExchangeRate } from './present-exchange-rate.ts';
export { setExchangeRate } from './set-exchange-rate.ts';
export { findRateInForce } from './exchange-rate-repository.ts';
