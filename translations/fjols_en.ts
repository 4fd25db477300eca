<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Confirm</name>
    <message numerus="yes">
        <source>%n deal(s) finished. The match goes into the family ledger as abandoned and does not count in the statistics.</source>
        <translation>
            <numerusform>%n deal finished. The match goes into the family ledger as abandoned and does not count in the statistics.</numerusform>
            <numerusform>%n deals finished. The match goes into the family ledger as abandoned and does not count in the statistics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made in this deal are taken back, and the scoresheet marks the deal as taken back.</source>
        <translation>
            <numerusform>The %n move made in this deal is taken back, and the scoresheet marks the deal as taken back.</numerusform>
            <numerusform>The %n moves made in this deal are taken back, and the scoresheet marks the deal as taken back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealReviewDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n move(s) · every hand is shown</source>
        <translation>
            <numerusform>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n move · every hand is shown</numerusform>
            <numerusform>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n moves · every hand is shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlacePointsEditor</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Points per place with %n player(s)</source>
        <translation>
            <numerusform>Points per place with %n player</numerusform>
            <numerusform>Points per place with %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>%n imagined deal(s)</source>
        <translation>
            <numerusform>%n imagined deal</numerusform>
            <numerusform>%n imagined deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imagined round(s)</source>
        <translation>
            <numerusform>%n imagined round</numerusform>
            <numerusform>%n imagined rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedMatchOffer</name>
    <message numerus="yes">
        <source>{who}: %n point(s)</source>
        <translation>
            <numerusform>{who}: %n point</numerusform>
            <numerusform>{who}: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorekeeping with real cards, %n deal(s) written down.</source>
        <translation>
            <numerusform>Scorekeeping with real cards, %n deal written down.</numerusform>
            <numerusform>Scorekeeping with real cards, %n deals written down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {number}, %n move(s) made in it.</source>
        <translation>
            <numerusform>Deal {number}, %n move made in it.</numerusform>
            <numerusform>Deal {number}, %n moves made in it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n game(s) in the family ledger are damaged and were left out; everything else is shown.</source>
        <translation>
            <numerusform>%n game in the family ledger is damaged and was left out; everything else is shown.</numerusform>
            <numerusform>%n games in the family ledger are damaged and were left out; everything else is shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {game}. {better} Computer players are not listed.</source>
        <translation>
            <numerusform>%n game of {game}. {better} Computer players are not listed.</numerusform>
            <numerusform>%n games of {game}. {better} Computer players are not listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n game recorded.</numerusform>
            <numerusform>%n games recorded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them abandoned (they do not count in the statistics).</source>
        <translation>
            <numerusform>%n of them abandoned (it does not count in the statistics).</numerusform>
            <numerusform>%n of them abandoned (they do not count in the statistics).</numerusform>
        </translation>
    </message>
</context>
</TS>
