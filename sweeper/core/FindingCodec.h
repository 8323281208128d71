#pragma once
/// Findings, allowed hits and external references as cache bytes. A read
/// checks every enum against its range and every count against the bytes
/// left: a forged entry fails to read, it never yields an impossible value.
#include "core/Bytes.h"
#include "core/FileKind.h"
#include "core/Finding.h"

namespace sweeper {

void writeFinding(ByteWriter &W, const Finding &F);
void writeAllowed(ByteWriter &W, const AllowedHit &H);
void writeRef(ByteWriter &W, const ExternalRef &R);

/// False when the bytes are not a well-formed value.
bool readFinding(ByteReader &R, Finding &F);
bool readAllowed(ByteReader &R, AllowedHit &H);
bool readRef(ByteReader &R, ExternalRef &Ref);

CheckId readCheck(ByteReader &R);
FileKind readKind(ByteReader &R);

} // namespace sweeper
