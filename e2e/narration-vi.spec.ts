// ?lang=vi: what the simulator says (the narration, the event list, the verdict, the fixes) is in
// Vietnamese, with the names, addresses and reason codes as the trace has them.
import { expect, test } from './pages/test';
import { PlayerPage } from './pages/player';

test('?lang=vi: the LB step, the verdict and the event list speak Vietnamese', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  await p.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=14&lang=vi');
  await expect(p.stepCounter).toContainText(/14/);
  // The load balancer picks a backend on the host vNIC port: rule name, hash and backend carried over.
  await expect(p.narration).toContainText('Port host vNIC (management), OUT · SLB_LB_LAYER · group SLB_GROUP_LB_IPv4_OUT · rule LB_10.96.0.50_80_80_6 (priority 100) khớp → lbnat');
  await expect(p.narration).toContainText('chọn backend #1/2: 10.244.1.36:80 (pod/default/web-1)');
  await expect(p.narration).not.toContainText('matched');
  await expect(p.event(9)).toContainText('decap: gỡ lớp encap nội bộ host');
  await page.screenshot({ path: testInfo.outputPath('narration-lb-vi.png') });

  await p.open('#/scenario/talk-l2bridge?probe=pod-to-service&step=end&lang=vi');
  await expect(p.verdict('request')).toContainText('đã tới pod/default/web-1 (tcp/80 đang listen)');
  await expect(p.verdict('reply')).toContainText('pod/default/client đã nhận được reply');
  await page.screenshot({ path: testInfo.outputPath('verdict-delivered-vi.png') });

  // A drop: the reason code stays, its description, the message and the hint are Vietnamese.
  await p.open('#/scenario/talk-l2bridge?probe=pod-to-stopped-server&step=end&lang=vi');
  const request = p.verdict('request');
  await expect(request.getByTestId('reason-code')).toHaveText('NO_LISTENER');
  await expect(request).toContainText('TCP/IP stack phía nhận không có socket nào trên port đó');
  await expect(request).toContainText('không có gì listen trên tcp/80 (discard reason: endpoint not found)');
  await expect(request).toContainText('site IIS');
  await expect(p.narration).toContainText('Bị drop: NO_LISTENER');
  await page.screenshot({ path: testInfo.outputPath('verdict-dropped-vi.png') });
  expect(p.errors).toEqual([]);
});

test('?lang=vi: "what would make it pass" lists its fixes in Vietnamese; English stays English', async ({ page }, testInfo) => {
  const p = new PlayerPage(page);
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
  await p.open('#/scenario/network-policy?probe=batch-to-api-denied&step=end&lang=vi');
  await page.getByTestId('find-fixes').click();
  await expect(page.getByTestId('fix').first()).toContainText('NetworkPolicy default/api-allow-frontend: thêm một ingress rule từ các pod có label app=batch');
  await page.getByTestId('fix').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('fixes-vi.png') });
  expect(chunks.some((c) => /\/narration-vi-[\w-]+\.js$/.test(c))).toBe(true);
  // English does not fetch the Vietnamese catalogues.
  chunks.length = 0;
  await p.open('#/scenario/network-policy?probe=batch-to-api-denied&step=end&lang=en');
  await expect(p.verdict('request')).toContainText("the layer's default is block");
  expect(chunks.filter((c) => c.includes('narration-vi'))).toEqual([]);
  expect(p.errors).toEqual([]);
});
