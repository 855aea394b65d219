// The versions of the club's records each side holds: the server's, read
// through its API, and a device's own PouchDB copy, read in its page.

/** Every document in the server's `database` with every version written
 * apart, read with the `authorised` header. */
export async function serverLeaves(server, database, authorised) {
  const answer = await fetch(`${server.url}/${database}/_all_docs?include_docs=true&conflicts=true`, { headers: authorised });
  const leaves = {};
  for (const row of (await answer.json()).rows) {
    if (row.id.startsWith('_design/')) continue;
    const others = row.doc._conflicts ?? [];
    const versions = [row.doc];
    for (const rev of others) {
      const one = await fetch(`${server.url}/${database}/${encodeURIComponent(row.id)}?rev=${rev}`, { headers: authorised });
      versions.push(await one.json());
    }
    leaves[row.id] = versions;
  }
  return leaves;
}

/** A device's own copy of the club's records: each document's version
 * ranked first and those written apart, by revision. */
export function deviceRevs(app) {
  return app.eval(async () => {
    // PouchDB runs in the exchange's worker: the page loads its own to read.
    if (!window.PouchDB) {
      const script = Object.assign(document.createElement('script'), { src: 'club/pouchdb.min.js' });
      await new Promise((loaded, failed) => {
        script.onload = loaded;
        script.onerror = failed;
        document.head.append(script);
      });
    }
    const db = new window.PouchDB('mahjong-club', { adapter: 'indexeddb' });
    const all = await db.allDocs({ include_docs: true, conflicts: true });
    return Object.fromEntries(all.rows.filter((r) => !r.id.startsWith('_design/')).map((r) => [r.id, [r.value.rev, ...(r.doc._conflicts ?? []).sort()]]));
  });
}

/** Each document's revisions: the one ranked first, then the others. */
export const revsOf = (leaves) =>
  Object.fromEntries(
    Object.entries(leaves).map(([id, versions]) => [
      id,
      [
        versions[0]._rev,
        ...versions
          .slice(1)
          .map((v) => v._rev)
          .sort(),
      ],
    ]),
  );
