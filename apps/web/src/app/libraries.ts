/**
 * The libraries the app starts with. main.tsx imports this module first, on its own, so that evaluating
 * them is one task and evaluating the app's own modules (app/boot.tsx) another, instead of one long task
 * that keeps a phone's main thread busy. Re-exported, so the bundler keeps them in this import.
 */
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { Component } from 'react';
export { hydrateRoot } from 'react-dom/client';
export { initReactI18next } from 'react-i18next';
export { BrowserRouter } from 'react-router';
// The entry's own helper comes from here too, so the entry imports nothing the app's chunks hold.
export { yieldToMain } from '../lib/yield.ts';
