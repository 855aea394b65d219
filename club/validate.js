function (newDoc, oldDoc, userCtx) {
  // Who may write what in a club's records (docs/club-server.md): the
  // server's admins and users with the role "organiser" write anything;
  // any member changes the club's house-rule presets; every other record
  // is kept by the tablet that first wrote it, named in its "keeper", and
  // only that tablet's login changes or deletes it.
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1 || roles.indexOf('organiser') !== -1) return;
  var kind = newDoc._deleted ? oldDoc && oldDoc.kind : newDoc.kind;
  if (kind === 'preset') return;
  var keeper = oldDoc && oldDoc.keeper ? oldDoc.keeper : userCtx.name;
  if (keeper !== userCtx.name) {
    throw { forbidden: 'kept by ' + keeper + ': only that tablet or the organiser may change it' };
  }
  if (!newDoc._deleted && newDoc.keeper !== keeper) {
    throw { forbidden: 'a record names the tablet that keeps it: ' + keeper };
  }
}
