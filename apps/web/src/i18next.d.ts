import type account from './locales/en/account.json';
import type accountLogs from './locales/en/accountLogs.json';
import type adverts from './locales/en/adverts.json';
import type auth from './locales/en/auth.json';
import type categories from './locales/en/categories.json';
import type chats from './locales/en/chats.json';
import type common from './locales/en/common.json';
import type customers from './locales/en/customers.json';
import type customerChat from './locales/en/customerChat.json';
import type dashboard from './locales/en/dashboard.json';
import type domains from './locales/en/domains.json';
import type marketing from './locales/en/marketing.json';
import type messages from './locales/en/messages.json';
import type nav from './locales/en/nav.json';
import type notifications from './locales/en/notifications.json';
import type orders from './locales/en/orders.json';
import type products from './locales/en/products.json';
import type inventory from './locales/en/inventory.json';
import type returns from './locales/en/returns.json';
import type reviews from './locales/en/reviews.json';
import type resource from './locales/en/resource.json';
import type realtime from './locales/en/realtime.json';
import type routes from './locales/en/routes.json';
import type sandbox from './locales/en/sandbox.json';
import type settlement from './locales/en/settlement.json';
import type shell from './locales/en/shell.json';
import type storefront from './locales/en/storefront.json';
import type storeSetup from './locales/en/storeSetup.json';
import type subusers from './locales/en/subusers.json';
import type topup from './locales/en/topup.json';
import type transfer from './locales/en/transfer.json';
import type transactions from './locales/en/transactions.json';
import type ui from './locales/en/ui.json';
import type upload from './locales/en/upload.json';
import type verification from './locales/en/verification.json';

/** English is the source catalogue: every key the code uses is checked against it. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      accountLogs: typeof accountLogs;
      adverts: typeof adverts;
      auth: typeof auth;
      categories: typeof categories;
      chats: typeof chats;
      common: typeof common;
      customers: typeof customers;
      customerChat: typeof customerChat;
      dashboard: typeof dashboard;
      domains: typeof domains;
      marketing: typeof marketing;
      messages: typeof messages;
      nav: typeof nav;
      notifications: typeof notifications;
      orders: typeof orders;
      products: typeof products;
      inventory: typeof inventory;
      returns: typeof returns;
      reviews: typeof reviews;
      realtime: typeof realtime;
      resource: typeof resource;
      routes: typeof routes;
      sandbox: typeof sandbox;
      settlement: typeof settlement;
      shell: typeof shell;
      storefront: typeof storefront;
      storeSetup: typeof storeSetup;
      subusers: typeof subusers;
      topup: typeof topup;
      transfer: typeof transfer;
      transactions: typeof transactions;
      ui: typeof ui;
      upload: typeof upload;
      verification: typeof verification;
    };
  }
}
