import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const a = lhr.audits;
console.log('LCP', a['largest-contentful-paint'].displayValue, 'FCP', a['first-contentful-paint'].displayValue);

const rb = a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items;
console.log('render-blocking', JSON.stringify(rb)?.slice(0, 600));
console.log('diagnostics', JSON.stringify(a['diagnostics']?.details?.items?.[0]).slice(0,800));
await chrome.kill();
