// protoc's private storage, which a message's partial class written by
// hand assigns (EventStore's WrongExpectedVersion sets its oneof's
// currentStreamRevisionOption_ and currentStreamRevisionOptionCase_).
namespace Res.Orders;

public partial class PlaceReply
{
    public PlaceReply(ulong revision, ActivationState state)
    {
        /*$*/revisionOption_ = revision;
        /*$*/revisionOptionCase_ = RevisionOptionOneofCase./*$*/Revision;
        /*$*/state_ = state;
    }

    // A oneof's member with presence (no message) can be asked whether it is
    // the one set (OpenTelemetry's attribute.Value.HasBoolValue).
    public bool Streamless => /*$*/HasNoStream && !HasRevision;
}
