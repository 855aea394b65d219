// A device's way onto the club's records, as a player takes it: the login
// entered on Club records, and the exchange turned on. Shared by the
// benches that drive devices against a club server.

/** Club records, from History, with a login entered. */
export async function enterLogin(page, site, server, database, login) {
  await page.goto(`${site}?history`);
  await page.getByRole('heading', { name: 'Matches' }).waitFor();
  await page.getByRole('button', { name: 'Club records' }).click();
  await page.getByRole('heading', { name: 'Club records' }).waitFor();
  await page.getByLabel('Server', { exact: true }).fill(server);
  await page.getByLabel('Database', { exact: true }).fill(database);
  await page.getByLabel('User name', { exact: true }).fill(login.name);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
}

/** Turns the exchange on and goes back to History. */
export async function turnOn(page) {
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await page.getByRole('button', { name: 'Turn off', exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Back to History' }).click();
  await page.getByRole('heading', { name: 'Matches' }).waitFor();
}
